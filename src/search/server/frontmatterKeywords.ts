// Pure, so the MDX check and the search index build read keywords the same way.

/**
 * A page's search keywords from its front matter (`keywords:` in English, `keywordsZh:` in Chinese,
 * each a YAML list of short phrases): the words readers type for it that its title and headings do
 * not say. Absent is an empty list; anything but a list of non-empty strings is an error, which
 * the caller reports with the file.
 */
export function frontmatterKeywords(value: unknown, key = 'keywords'): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    throw new Error(
      `front matter \`${key}\` must be a list of phrases (one \`- phrase\` per line)`,
    );
  }
  return value.map((phrase, index) => {
    if (typeof phrase !== 'string' || !phrase.trim()) {
      throw new Error(`front matter \`${key}\` entry ${index + 1} must be a non-empty phrase`);
    }
    return phrase.trim();
  });
}
