// Type declarations for module paths the live editor imports directly. Sucrase publishes the pieces
// of its `transform()` with their own declarations (under `dist/types`): the editor builds its
// transpiler from those pieces, so the browser does not download the option validator and the
// source-map code that `transform()` brings along. Prism's grammar files have no declarations.
declare module 'sucrase/dist/esm/parser' {
  export * from 'sucrase/dist/types/parser';
}
declare module 'sucrase/dist/esm/NameManager' {
  export { default } from 'sucrase/dist/types/NameManager';
}
declare module 'sucrase/dist/esm/HelperManager' {
  export * from 'sucrase/dist/types/HelperManager';
}
declare module 'sucrase/dist/esm/TokenProcessor' {
  export { default } from 'sucrase/dist/types/TokenProcessor';
}
declare module 'sucrase/dist/esm/CJSImportProcessor' {
  export { default } from 'sucrase/dist/types/CJSImportProcessor';
}
declare module 'sucrase/dist/esm/identifyShadowedGlobals' {
  export { default } from 'sucrase/dist/types/identifyShadowedGlobals';
}
declare module 'sucrase/dist/esm/transformers/RootTransformer' {
  export { default } from 'sucrase/dist/types/transformers/RootTransformer';
}
declare module 'prismjs/components/prism-core' {
  import * as PrismApi from 'prismjs';
  export default PrismApi;
}
declare module 'prismjs/components/prism-markup';
declare module 'prismjs/components/prism-clike';
declare module 'prismjs/components/prism-javascript';
declare module 'prismjs/components/prism-jsx';
declare module 'prismjs/components/prism-typescript';
declare module 'prismjs/components/prism-tsx';
// Moment's locale files have no declarations: demos import them for their side effect only.
declare module 'moment/locale/*';
