/** The `hunter` texts in English, in one file (lib/i18n/namespaces.ts `textGroups`; decision 060). */
export default import.meta.glob<Record<string, unknown>>('../en/{hunter,messages}.json', { eager: true, import: 'default' });
