import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Employee {
  employeeId: number;
  fullName: string;
  onLeave?: boolean;
  children?: Employee[];
}

const ORG_CHART: Employee[] = [
  {
    employeeId: 1,
    fullName: 'Ada Moreau (CEO)',
    children: [
      {
        employeeId: 2,
        fullName: 'Ben Okafor (CTO)',
        children: [
          { employeeId: 4, fullName: 'Chen Wei' },
          { employeeId: 5, fullName: 'Dana Silva', onLeave: true },
        ],
      },
      {
        employeeId: 3,
        fullName: 'Eva Lindqvist (CFO)',
        children: [{ employeeId: 6, fullName: 'Farid Haddad' }],
      },
    ],
  },
];

export default function CustomShapeRichItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={ORG_CHART}
        getItemId={(item) => String(item.employeeId)}
        getItemLabel={(item) => item.fullName}
        isItemDisabled={(item) => item.onLeave === true}
        defaultExpandedItems={['1', '2']}
      />
    </Box>
  );
}
