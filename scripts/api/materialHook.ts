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

/** `useX<T>(a: A, b?: B): R` from the declaration, without `export default function`. */
function signatureText(declaration: ts.FunctionDeclaration, name: string): string {
  const typeParameters = declaration.typeParameters
    ? `<${declaration.typeParameters.map((parameter) => parameter.getText()).join(', ')}>`
    : '';
  const parameters = declaration.parameters.map((parameter) => parameter.getText()).join(', ');
  const returns = declaration.type ? `: ${declaration.type.getText()}` : '';
  return normalizeTypeText(`${name}${typeParameters}(${parameters})${returns}`);
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
