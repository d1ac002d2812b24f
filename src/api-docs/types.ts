/**
 * Shape of the generated API reference files in `data/api/` (written by `scripts/api/`, read by
 * the API page). Descriptions are the packages' JSDoc text: plain text with markdown-style
 * `code` spans and [links](url).
 */

/** Licence plan of the package that first exports an item. */
export type ApiPlan = 'community' | 'pro' | 'premium';

/** One `@param` of a function-valued prop or method. */
export interface ApiParameter {
  name: string;
  /** Declared type, empty when the JSDoc has the only information. */
  type: string;
  description: string;
}

/** Call signature of a function-valued prop or method. */
export interface ApiSignature {
  /** The whole function type as declared, e.g. `(params: GridRowParams) => void`. */
  type: string;
  parameters: ApiParameter[];
  returns: { type: string; description: string } | null;
}

/**
 * A prop of a component or a member of an interface. The files of `data/api` write every field;
 * an API page's data leaves out the null ones (`loadApiPage`), so absent means null.
 */
export interface ApiProperty {
  name: string;
  type: string;
  /** Text of the `@default` tag, as written (e.g. `false`, `'@media (pointer: fine)'`). */
  default?: string | null;
  required: boolean;
  description: string;
  /** Present when the member is deprecated; the reason may be empty. */
  deprecated?: { reason: string } | null;
  signature?: ApiSignature | null;
  /** Plan that has the member, when it differs between the plans that export the interface. */
  plan?: ApiPlan | null;
}

/** A replaceable sub-component given through the `slots` prop. */
export interface ApiSlot {
  name: string;
  description: string;
  default: string | null;
  /** Global class of the slot's element, when the component has a class key named after it. */
  className?: string;
}

/** A key of the component's `classes` object and the global class it adds. */
export interface ApiCssClass {
  key: string;
  className: string;
  description: string;
  /** Present when the class is deprecated (Material UI marks the old combined classes). */
  deprecated?: { reason: string };
}

/** Another component whose props a component also accepts (Button accepts ButtonBase's). */
export interface ApiInheritance {
  /** Component name, e.g. `ButtonBase`. */
  component: string;
  /** The inherited props, by name (empty when only the package's JSDoc names the component). */
  props: string[];
}

/** A docs page that demonstrates a component, as listed in its JSDoc. */
export interface ApiDemo {
  title: string;
  /** Site pathname without trailing slash, e.g. `/x/react-data-grid/demo`. */
  pathname: string;
}

interface ApiItemBase {
  name: string;
  /** Page heading, e.g. "DataGrid API". */
  title: string;
  /** One paragraph for the page description and the index. */
  description: string;
  plan: ApiPlan;
  /** `import` statements, one per package entry that exports the item. */
  imports: string[];
}

/** API reference of a React component. */
export interface ApiComponentDoc extends ApiItemBase {
  kind: 'component';
  props: ApiProperty[];
  slots: ApiSlot[];
  cssClasses: ApiCssClass[];
  demos: ApiDemo[];
  /** Components whose props are also accepted (core components only). */
  inheritance?: ApiInheritance[];
}

/** One parameter of a hook, with the members of an options or props object. */
export interface ApiHookParameter {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Documented members when the parameter is an object (`options`, `props`), else empty. */
  members: ApiProperty[];
}

/** API reference of a React hook: how it is called and what it returns. */
export interface ApiHookDoc extends ApiItemBase {
  kind: 'hook';
  /** The call as declared, e.g. `useMediaQuery<Theme = unknown>(queryInput: …): boolean`. */
  signature: string;
  parameters: ApiHookParameter[];
  returns: { type: string; description: string; members: ApiProperty[] };
  demos: ApiDemo[];
}

/** API reference of an exported interface or object type. */
export interface ApiInterfaceDoc extends ApiItemBase {
  kind: 'interface';
  properties: ApiProperty[];
  methods: ApiProperty[];
}

/** One line of a product's API index. */
export interface ApiIndexEntry {
  name: string;
  pathname: string;
  description: string;
  plan: ApiPlan;
}

/** The API index page of a product. */
export interface ApiIndexDoc {
  kind: 'index';
  name: string;
  title: string;
  description: string;
  components: ApiIndexEntry[];
  interfaces: ApiIndexEntry[];
}

/** Any generated API reference file. */
export type ApiDoc = ApiComponentDoc | ApiInterfaceDoc | ApiHookDoc | ApiIndexDoc;
