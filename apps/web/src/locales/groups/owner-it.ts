/** The `owner` texts in Italian, in one file (lib/i18n/namespaces.ts `textGroups`; decision 060). */
export default import.meta.glob<Record<string, unknown>>('../it/{theft,dashboard,maintenance,rewards,notifications,transfers,account}.json', {
  eager: true,
  import: 'default',
});
