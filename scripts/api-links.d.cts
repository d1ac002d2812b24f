export interface GridApiLinks {
  props: Map<string, string>;
  methods: Map<string, string>;
}
export interface ApiMention {
  kind: 'prop' | 'method';
  name: string;
  href: string;
  line: number;
  start: number;
  end: number;
  code: string;
  linked: boolean;
}
export function gridApiLinks(root: string): GridApiLinks;
export function ownNamesOf(texts: string[]): Set<string>;
export function mentionOf(
  code: string,
  links: GridApiLinks,
  own?: Set<string>,
): { kind: 'prop' | 'method'; name: string } | null;
export function proseLines(mdx: string): { line: number; text: string }[];
export function apiMentions(mdx: string, links: GridApiLinks, demoSources?: string[]): ApiMention[];
export function firstMentions(
  mdx: string,
  links: GridApiLinks,
  demoSources?: string[],
): ApiMention[];
export function unlinkedFirstMentions(
  mdx: string,
  links: GridApiLinks,
  demoSources?: string[],
): ApiMention[];
export function apiAnchors(root: string): Map<string, Set<string>>;
export function brokenApiAnchors(
  mdx: string,
  anchors: Map<string, Set<string>>,
): { line: number; href: string }[];
