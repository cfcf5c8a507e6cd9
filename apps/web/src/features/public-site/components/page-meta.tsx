/**
 * The page's `<title>` and description, in the language in use; React 19 moves
 * both into `<head>` while the page is shown.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
