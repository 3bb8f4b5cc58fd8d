/**
 * An option's id where the record has none: its name as a slug ('Porcelain veneer' →
 * 'porcelain-veneer'). Its own module, with nothing imported, so the WordPress editor
 * (wordpress/editor/treatment/ids.ts) derives a new option's id with this very function, and the
 * plugin's PHP (Larkspur_Practice_Options::id_of) is tested against it.
 */
export const optionIdOf = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
