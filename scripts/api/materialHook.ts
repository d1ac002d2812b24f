import ts from 'typescript';
import type { ApiHookDoc, ApiHookParameter, ApiProperty } from '../../src/api-docs/types';
import { cleanComment, jsDocOf } from './jsdoc';
import { materialImports } from './materialComponent';
import { describeMember, documentingDeclaration, ownMembers } from './members';
import { isMuiDeclaration, MATERIAL_PACKAGE, type MaterialProgram } from './materialProgram';
import { normalizeTypeText } from './typeText';

/** The generated sentence used when a hook has no JSDoc of its own. */
export function defaultHookDescription(name: string): string {
  return `The parameters and the return value of the ${name} hook of Material UI, read from the type definitions of the installed @mui/material package.`;
}

function isHidden(symbol: ts.Symbol): boolean {
  const declaration = documentingDeclaration(symbol, isMuiDeclaration);
  return (
    !!declaration &&
    jsDocOf(declaration).tags.some((tag) => ['internal', 'ignore'].includes(tag.tagName.text))
  );
}

/** The documented members of an object type declared by an `@mui/*` package (none for `boolean`). */
function membersOf(checker: ts.TypeChecker, type: ts.Type): ApiProperty[] {
  if (type.getCallSignatures().length > 0) return [];
  return ownMembers(checker, checker.getNonNullableType(type), isMuiDeclaration)
    .filter((member) => !isHidden(member))
    .map((member) => describeMember(checker, member, false, isMuiDeclaration));
}

/**
 * `useX<T>(a: A, b?: B): R` from the declaration, without `export default function`. A call that
 * does not fit in 80 characters gets one type parameter and one parameter per line.
 */
function signatureText(declaration: ts.FunctionDeclaration, name: string): string {
  const typeParameters = (declaration.typeParameters ?? []).map((parameter) =>
    normalizeTypeText(parameter.getText()),
  );
  const parameters = declaration.parameters.map((parameter) =>
    normalizeTypeText(parameter.getText()),
  );
  const returns = declaration.type ? `: ${normalizeTypeText(declaration.type.getText())}` : '';
  const generics = typeParameters.length > 0 ? `<${typeParameters.join(', ')}>` : '';
  const oneLine = `${name}${generics}(${parameters.join(', ')})${returns}`;
  if (oneLine.length <= 80) return oneLine;
  const block = (items: string[]) => items.map((item) => `\n  ${item},`).join('');
  const multiGenerics = typeParameters.length > 0 ? `<${block(typeParameters)}\n>` : '';
  return `${name}${multiGenerics}(${block(parameters)}\n)${returns}`;
}

/** The API reference of a `@mui/material` hook: its parameters, their options, its return value. */
export function materialHookDoc(program: MaterialProgram, name: string): ApiHookDoc {
  const { checker } = program;
  const hook = program.subpathExports(name).get('default');
  const declaration = hook?.declarations?.find(ts.isFunctionDeclaration);
  if (!hook || !declaration) {
    throw new Error(`${MATERIAL_PACKAGE}/${name} exports no hook function`);
  }
  const doc = jsDocOf(declaration);
  const paramDescription = (parameter: string) =>
    cleanComment(
      ts.getTextOfJSDocComment(
        doc.tags.filter(ts.isJSDocParameterTag).find((tag) => tag.name.getText() === parameter)
          ?.comment,
      ),
    );
  const parameters: ApiHookParameter[] = declaration.parameters.map((parameter) => {
    const parameterName = parameter.name.getText();
    return {
      name: parameterName,
      type: parameter.type ? normalizeTypeText(parameter.type.getText()) : '',
      required: !parameter.questionToken && !parameter.initializer,
      description: paramDescription(parameterName),
      members: membersOf(checker, checker.getTypeAtLocation(parameter)),
    };
  });
  const signature = checker.getSignatureFromDeclaration(declaration);
  const returnTag = doc.tags.find(ts.isJSDocReturnTag);
  return {
    kind: 'hook',
    name,
    title: `${name} API`,
    description: doc.description || defaultHookDescription(name),
    plan: 'community',
    imports: materialImports(program, name),
    signature: signatureText(declaration, name),
    parameters,
    returns: {
      type: declaration.type ? normalizeTypeText(declaration.type.getText()) : '',
      description: returnTag ? cleanComment(ts.getTextOfJSDocComment(returnTag.comment)) : '',
      members: signature ? membersOf(checker, signature.getReturnType()) : [],
    },
    demos: [],
  };
}
