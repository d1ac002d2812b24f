import type { ApiDoc, ApiProperty } from '../types';

/**
 * A member without its null fields (no default, not deprecated, no signature, no plan of its own):
 * most members have several, and on the largest pages (DataGridPremium's 168 props) they weigh
 * about 8 kB of page data.
 */
function compactMember(member: ApiProperty): ApiProperty {
  const { default: defaultValue, deprecated, signature, plan, ...rest } = member;
  return {
    ...rest,
    ...(defaultValue == null ? {} : { default: defaultValue }),
    ...(deprecated == null ? {} : { deprecated }),
    ...(signature == null ? {} : { signature }),
    ...(plan == null ? {} : { plan }),
  };
}

/** The reference as page data: the same content, members without their null fields. */
export function compactDoc(doc: ApiDoc): ApiDoc {
  const members = (list: ApiProperty[]) => list.map(compactMember);
  switch (doc.kind) {
    case 'component':
      return { ...doc, props: members(doc.props) };
    case 'interface':
      return { ...doc, properties: members(doc.properties), methods: members(doc.methods) };
    case 'hook':
      return {
        ...doc,
        parameters: doc.parameters.map((parameter) => ({
          ...parameter,
          members: members(parameter.members),
        })),
        returns: { ...doc.returns, members: members(doc.returns.members) },
      };
    default:
      return doc;
  }
}
