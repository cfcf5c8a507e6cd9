export { batchKeys, deriveFileReadKey, deriveMetaReadKey, parseMasterKey, SYSTEM_IDENTIFIER } from './keys.ts';
export { parseSunParams, type SunEncFile, type SunFailure, type SunInput, type SunKeys, type SunResult, verifySun } from './sun.ts';
