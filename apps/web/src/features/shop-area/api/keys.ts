/** The shop area's query keys. */
export const shopAreaKeys = {
  tags: () => ['shop-area', 'tags'] as const,
  bikes: () => ['shop-area', 'bikes'] as const,
  programmingTemplate: () => ['shop-area', 'programming-template'] as const,
};
