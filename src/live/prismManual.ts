// Prism highlights every `code.language-*` of the document once it loads unless told not to; the
// site's code blocks are highlighted at build time, so the live editor's copy of Prism must only
// ever highlight what the editor hands it. Imported before Prism itself.
const scope = globalThis as typeof globalThis & { Prism?: { manual?: boolean } };
scope.Prism = { ...scope.Prism, manual: true };

export {};
