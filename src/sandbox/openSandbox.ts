import { codeSandboxParameters, stackBlitzFields, type SandboxProject } from './payload';

export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/** Posts `fields` to `action` in a new tab, the way both sandbox services accept a project. */
function postForm(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/** Opens the project in CodeSandbox. */
export function openInCodeSandbox(project: SandboxProject) {
  postForm(CODESANDBOX_DEFINE_URL, {
    parameters: codeSandboxParameters(project),
    query: `file=/${project.demoFile}`,
  });
}

/** Opens the project in StackBlitz. */
export function openInStackBlitz(project: SandboxProject) {
  postForm(`${STACKBLITZ_RUN_URL}?file=${project.demoFile}`, stackBlitzFields(project));
}
