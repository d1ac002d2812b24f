import { formatTs, tsToJs } from '@/src/markdown/server/demoSource';

const demo = `import * as React from 'react';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [{ field: 'name', width: 150 }];

interface Row {
  id: number;
  name: string;
}

export default function Demo() {
  const [rows] = React.useState<Row[]>([{ id: 1, name: 'A' }]);
  return <DataGrid rows={rows} columns={columns} />;
}
`;

describe('TS → JS demo source', () => {
  test('removes types and keeps JSX and blank lines', async () => {
    const js = await tsToJs(demo);
    expect(js).not.toMatch(/GridColDef\[\]|interface Row|useState<Row\[\]>/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('<DataGrid rows={rows} columns={columns} />');
    expect(js).toContain('\n\nexport default function Demo() {');
    expect(js).not.toContain('__blank__');
  });

  test('the TypeScript source is formatted with the same style', async () => {
    const ts = await formatTs('const a:number=1;const b = "x"');
    expect(ts).toBe("const a: number = 1;\nconst b = 'x';\n");
  });
});
