import { alpha, createTheme, decomposeColor, type PaletteColorOptions } from '@mui/material/styles';

// Colour parsing and theme creation errors come from MUI itself; these tests pin the
// behaviour the docs rely on (a bad custom colour must fail at theme creation, not render wrongly).
describe('colour parsing errors', () => {
  it.each([
    ['decomposeColor', (color: string) => decomposeColor(color)],
    ['alpha', (color: string) => alpha(color, 0.5)],
  ])('%s throws for an unsupported colour type', (_name, parse) => {
    expect(() => parse('foo(1,2,3)')).toThrow(/Unsupported `foo\(1,2,3\)` color/);
  });

  it.each([
    ['decomposeColor', (color: string) => decomposeColor(color)],
    ['alpha', (color: string) => alpha(color, 0.5)],
  ])('%s throws for an unsupported colour space', (_name, parse) => {
    expect(() => parse('color(foo 0.1 0.2 0.3)')).toThrow(/unsupported `foo` color space/);
  });

  it('accepts the supported formats', () => {
    expect(decomposeColor('#fff')).toEqual({
      type: 'rgb',
      values: [255, 255, 255],
      colorSpace: undefined,
    });
    expect(decomposeColor('color(display-p3 0.1 0.2 0.3)').colorSpace).toBe('display-p3');
    expect(alpha('rgb(0, 0, 0)', 0.5)).toBe('rgba(0, 0, 0, 0.5)');
  });
});

describe('theme creation errors', () => {
  it('throws for a colour without main', () => {
    // Casts: the type system already forbids these inputs; the test covers untyped (JS/JSON) input.
    const primary = {} as unknown as PaletteColorOptions;
    expect(() => createTheme({ palette: { primary } })).toThrow(
      /color object needs to have a `main` property/,
    );
  });

  it('throws for a main that is not a string', () => {
    const primary = { main: 123 } as unknown as PaletteColorOptions;
    expect(() => createTheme({ palette: { primary } })).toThrow(
      /`color\.main` should be a string, but `123` was provided instead/,
    );
  });

  it('accepts a colour with a string main', () => {
    expect(createTheme({ palette: { primary: { main: '#007fff' } } }).palette.primary.main).toBe(
      '#007fff',
    );
  });
});
