import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  DataGridProProps,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-pro';

type TeamMember = {
  id: number;
  path: string[];
  role: string;
  office: string;
  startYear: number;
  salary: number;
};

// Each row's path lists its managers, from the top of the org chart down to the row itself
const rows: TeamMember[] = [
  { id: 1, path: ['Maya Brennan'], role: 'CTO', office: 'Dublin', startYear: 2016, salary: 210000 },
  {
    id: 2,
    path: ['Maya Brennan', 'Tomás Ortega'],
    role: 'Engineering manager',
    office: 'Madrid',
    startYear: 2018,
    salary: 145000,
  },
  {
    id: 3,
    path: ['Maya Brennan', 'Tomás Ortega', 'Lena Fischer'],
    role: 'Senior engineer',
    office: 'Berlin',
    startYear: 2019,
    salary: 118000,
  },
  {
    id: 4,
    path: ['Maya Brennan', 'Tomás Ortega', 'Ravi Menon'],
    role: 'Engineer',
    office: 'Remote',
    startYear: 2022,
    salary: 92000,
  },
  {
    id: 5,
    path: ['Maya Brennan', 'Grace Liu'],
    role: 'Design lead',
    office: 'Dublin',
    startYear: 2017,
    salary: 132000,
  },
  {
    id: 6,
    path: ['Maya Brennan', 'Grace Liu', 'Noah Adebayo'],
    role: 'Product designer',
    office: 'Lagos',
    startYear: 2021,
    salary: 84000,
  },
  {
    id: 7,
    path: ['Maya Brennan', 'Grace Liu', 'Sofia Rossi'],
    role: 'UX researcher',
    office: 'Milan',
    startYear: 2023,
    salary: 79000,
  },
];

const columns: GridColDef<TeamMember>[] = [
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
];

const getTreeDataPath: DataGridProProps<TeamMember>['getTreeDataPath'] = (row) => row.path;

export default function ProTreeDataPinning() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ headerName: 'Team member', width: 260 }}
        initialState={{
          pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD], right: ['salary'] },
        }}
        hideFooter
      />
    </Box>
  );
}
