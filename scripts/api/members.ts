import ts from 'typescript';
import type { ApiParameter, ApiProperty, ApiSignature } from '../../src/api-docs/types';
import { cleanComment, hasJsDoc, jsDocOf, tagText, type JsDocInfo } from './jsdoc';
import { functionTypeNode, normalizeTypeText, stripOuterParens, typeText } from './typeText';

/**
 * True when a declaration comes from an MUI X package. Props inherited from React's DOM types or
 * from Material UI are left out: they are documented elsewhere and would bury the own props.
 */
export function isOwnDeclaration(declaration: ts.Declaration): boolean {
  return /[\\/]node_modules[\\/]@mui[\\/]x-/.test(declaration.getSourceFile().fileName);
}

/** Decides which declarations belong to the documented package (see {@link isOwnDeclaration}). */
export type OwnDeclaration = (declaration: ts.Declaration) => boolean;

/** The own members of a type, sorted by name. */
export function ownMembers(
  checker: ts.TypeChecker,
  type: ts.Type,
  own: OwnDeclaration = isOwnDeclaration,
): ts.Symbol[] {
  return checker
    .getPropertiesOfType(type)
    .filter((symbol) => (symbol.declarations ?? []).some(own))
    .sort((a, b) => compareNames(a.name, b.name));
}

/** Code-point order, so the output does not depend on the machine's locale. */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The declaration that documents a member. A member merged from several types (an intersection,
 * a redeclared prop) has several; the first one with JSDoc wins.
 */
export function documentingDeclaration(
  symbol: ts.Symbol,
  isOwn: OwnDeclaration = isOwnDeclaration,
): ts.Declaration | undefined {
  const own = (symbol.declarations ?? []).filter(isOwn);
  return own.find(hasJsDoc) ?? own[0];
}

function isMethodDeclaration(
  declaration: ts.Declaration | undefined,
): declaration is ts.MethodSignature | ts.MethodDeclaration {
  return (
    declaration !== undefined &&
    (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))
  );
}

function declaredTypeNode(declaration: ts.Declaration | undefined): ts.TypeNode | undefined {
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
  ) {
    return declaration.type;
  }
  return undefined;
}

type FunctionLike = ts.FunctionTypeNode | ts.MethodSignature | ts.MethodDeclaration;

function functionText(fn: FunctionLike): string {
  const typeParameters = fn.typeParameters
    ? `<${fn.typeParameters.map((parameter) => parameter.getText()).join(', ')}>`
    : '';
  const parameters = fn.parameters.map((parameter) => parameter.getText()).join(', ');
  const returns = fn.type ? fn.type.getText() : 'void';
  return normalizeTypeText(`${typeParameters}(${parameters}) => ${returns}`);
}

function paramTags(doc: JsDocInfo): ts.JSDocParameterTag[] {
  return doc.tags.filter(ts.isJSDocParameterTag);
}

function tagTypeText(tag: ts.JSDocParameterTag | ts.JSDocReturnTag): string {
  return tag.typeExpression ? normalizeTypeText(tag.typeExpression.type.getText()) : '';
}

function returnsOf(doc: JsDocInfo, fn: FunctionLike | null): ApiSignature['returns'] {
  const tag = doc.tags.find(ts.isJSDocReturnTag);
  const description = tag ? cleanComment(ts.getTextOfJSDocComment(tag.comment)) : '';
  const type = fn?.type ? normalizeTypeText(fn.type.getText()) : tag ? tagTypeText(tag) : '';
  if (!description && (type === '' || type === 'void')) return null;
  return { type, description };
}

/**
 * The signature of a function-valued member: from the declared function type when there is one,
 * otherwise from `@param`/`@returns` tags (e.g. a prop typed `GridEventListener<'rowClick'>`).
 */
export function signatureOf(
  declaration: ts.Declaration | undefined,
  doc: JsDocInfo,
): ApiSignature | null {
  const fn: FunctionLike | null = isMethodDeclaration(declaration)
    ? declaration
    : functionTypeNode(declaredTypeNode(declaration));
  const tags = paramTags(doc);
  if (!fn && tags.length === 0 && !doc.tags.some(ts.isJSDocReturnTag)) return null;
  const describe = (name: string) =>
    cleanComment(
      ts.getTextOfJSDocComment(tags.find((tag) => tag.name.getText() === name)?.comment),
    );
  const parameters: ApiParameter[] = fn
    ? fn.parameters.map((parameter) => {
        const name = parameter.name.getText();
        return {
          name,
          type: parameter.type ? normalizeTypeText(parameter.type.getText()) : '',
          description: describe(name),
        };
      })
    : tags.map((tag) => ({
        name: tag.name.getText(),
        type: tagTypeText(tag),
        description: cleanComment(ts.getTextOfJSDocComment(tag.comment)),
      }));
  const declaredType = declaredTypeNode(declaration);
  return {
    type: fn ? functionText(fn) : declaredType ? normalizeTypeText(declaredType.getText()) : '',
    parameters,
    returns: returnsOf(doc, fn),
  };
}

/**
 * True when the declared type names a type parameter of the interface that declares it (a picker's
 * `value: TValue`). Such text means nothing on the page, so the instantiated type is printed.
 */
function usesOwnerTypeParameters(declaration: ts.Declaration | undefined): boolean {
  let owner: ts.Node | undefined = declaration?.parent;
  while (
    owner &&
    !ts.isInterfaceDeclaration(owner) &&
    !ts.isTypeAliasDeclaration(owner) &&
    !ts.isClassDeclaration(owner)
  ) {
    owner = owner.parent;
  }
  const names = owner?.typeParameters?.map((parameter) => parameter.name.text) ?? [];
  if (!declaration || names.length === 0) return false;
  const text = declaration.getText();
  return names.some((name) => new RegExp(`\\b${name}\\b`).test(text));
}

/**
 * True when a member of a union of props types (TextField's standard, filled and outlined props)
 * is declared with different types: one declaration's text would hide the others.
 */
function unionOfDeclarations(symbol: ts.Symbol, own: OwnDeclaration): boolean {
  const texts = new Set(
    (symbol.declarations ?? [])
      .filter(own)
      .map((declaration) => normalizeTypeText(declaredTypeNode(declaration)?.getText() ?? '')),
  );
  return texts.size > 1 && (symbol.flags & ts.SymbolFlags.Transient) !== 0;
}

const PRINT_FLAGS =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The instantiated type of a member, without the `| undefined` that optional members add. */
function instantiatedText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return stripOuterParens(
    normalizeTypeText(
      checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, PRINT_FLAGS),
    ).replace(/ \| undefined$/, ''),
  );
}

/** Replaces declared parameter types and the function type with their instantiated forms. */
function instantiateSignature(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  signature: ApiSignature,
): ApiSignature {
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  const [call] = type.getCallSignatures();
  if (!call) return signature;
  return {
    type: instantiatedText(checker, symbol),
    parameters: signature.parameters.map((parameter, position) => {
      const actual = call.parameters[position];
      return actual
        ? {
            ...parameter,
            type: normalizeTypeText(
              checker.typeToString(checker.getTypeOfSymbol(actual), undefined, PRINT_FLAGS),
            ),
          }
        : parameter;
    }),
    returns: signature.returns && {
      ...signature.returns,
      type: normalizeTypeText(checker.typeToString(call.getReturnType(), undefined, PRINT_FLAGS)),
    },
  };
}

/**
 * Everything the API page shows about one prop or interface member. `instantiate` is set for
 * component props: the component fixes the props interface's type parameters, whereas an
 * interface page documents a generic type whose parameters (`GridColDef<R, V, F>`) are its own.
 */
export function describeMember(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  instantiate = false,
  own: OwnDeclaration = isOwnDeclaration,
  /** Print the checker's union when declarations disagree (core props unions such as TextField). */
  unionTypes = false,
): ApiProperty {
  const declaration = documentingDeclaration(symbol, own);
  const doc = declaration ? jsDocOf(declaration) : { description: '', tags: [] };
  const deprecated = tagText(doc, 'deprecated');
  const declared = isMethodDeclaration(declaration)
    ? functionText(declaration)
    : unionTypes && unionOfDeclarations(symbol, own)
      ? instantiatedText(checker, symbol).replace(/"([^"\\]*)"/g, "'$1'")
      : typeText(checker, declaredTypeNode(declaration), () => checker.getTypeOfSymbol(symbol));
  const instantiated =
    instantiate && usesOwnerTypeParameters(declaration) ? instantiatedText(checker, symbol) : null;
  // A parameter the component leaves open can come out as `any`; the declared name says more.
  const generic = instantiated !== null && instantiated !== 'any';
  const type = generic ? instantiated : declared;
  const signature = signatureOf(declaration, doc);
  return {
    name: symbol.name,
    type,
    default: tagText(doc, 'default'),
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    description: doc.description,
    deprecated: deprecated === null ? null : { reason: deprecated },
    signature: signature && generic ? instantiateSignature(checker, symbol, signature) : signature,
    plan: null,
  };
}

/**
 * True for a member that is an operation rather than data: a declared method, or a required
 * function-valued property (e.g. `apiRef.current.getRow`). Optional callbacks such as
 * `renderCell` are options a user sets, so they stay with the properties.
 */
export function isMethod(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const declaration = documentingDeclaration(symbol);
  if (isMethodDeclaration(declaration)) return true;
  if (symbol.flags & ts.SymbolFlags.Optional) return false;
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  return type.getCallSignatures().length > 0 && type.getProperties().length === 0;
}
