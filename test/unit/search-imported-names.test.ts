import { importedNames } from '@/src/search/server/buildDocuments';

describe('the names a section imports in its examples', () => {
  it("reads MUI packages' imports: default names, braces, type imports and renames", () => {
    const block = [
      "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
      "import Box from '@mui/material/Box';",
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import { useGridApiRef as useApi, type GridRowId } from '@mui/x-data-grid';",
      "import Button, { buttonClasses } from '@mui/material/Button';",
    ].join('\n');
    expect(importedNames([block])).toEqual([
      'AdapterDayjs',
      'Box',
      'GridColDef',
      'useGridApiRef',
      'GridRowId',
      'Button',
      'buttonClasses',
    ]);
  });

  it("leaves out other packages' imports", () => {
    expect(importedNames(["import dayjs from 'dayjs';\nimport * as React from 'react';"])).toEqual(
      [],
    );
  });
});
