import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridGroupNode } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  hierarchy: string[];
  jobTitle: string;
  office: string;
  startYear: number;
}

const rows: Employee[] = [
  {
    id: 1,
    hierarchy: ['Helena Brandt'],
    jobTitle: 'Chief Executive Officer',
    office: 'Hamburg',
    startYear: 2011,
  },
  {
    id: 2,
    hierarchy: ['Helena Brandt', 'Omar Haddad'],
    jobTitle: 'Head of Engineering',
    office: 'Hamburg',
    startYear: 2013,
  },
  {
    id: 3,
    hierarchy: ['Helena Brandt', 'Omar Haddad', 'Julia Kern'],
    jobTitle: 'Frontend Engineer',
    office: 'Berlin',
    startYear: 2019,
  },
  {
    id: 4,
    hierarchy: ['Helena Brandt', 'Omar Haddad', 'Wei Zhang'],
    jobTitle: 'Backend Engineer',
    office: 'Hamburg',
    startYear: 2017,
  },
  {
    id: 5,
    hierarchy: ['Helena Brandt', 'Omar Haddad', 'Aisha Bello'],
    jobTitle: 'Site Reliability Engineer',
    office: 'Lisbon',
    startYear: 2021,
  },
  {
    id: 6,
    hierarchy: ['Helena Brandt', 'Clara Vogel'],
    jobTitle: 'Head of Sales',
    office: 'Munich',
    startYear: 2014,
  },
  {
    id: 7,
    hierarchy: ['Helena Brandt', 'Clara Vogel', 'Tom Becker'],
    jobTitle: 'Account Executive',
    office: 'Munich',
    startYear: 2020,
  },
  {
    id: 8,
    hierarchy: ['Helena Brandt', 'Clara Vogel', 'Sara Lind'],
    jobTitle: 'Sales Engineer',
    office: 'Stockholm',
    startYear: 2018,
  },
  {
    id: 9,
    hierarchy: ['Helena Brandt', 'Rafael Costa'],
    jobTitle: 'Head of Finance',
    office: 'Hamburg',
    startYear: 2012,
  },
  {
    id: 10,
    hierarchy: ['Helena Brandt', 'Rafael Costa', 'Emma Roth'],
    jobTitle: 'Accountant',
    office: 'Hamburg',
    startYear: 2022,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 210 },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'startYear',
    headerName: 'Since',
    type: 'number',
    width: 90,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
];

const getTreeDataPath = (row: Employee) => row.hierarchy;

// Open the chief executive and the engineering team, keep the other teams closed
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingKey === 'Helena Brandt' || node.groupingKey === 'Omar Haddad';

export default function TreeDataExpansion() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Employee', width: 240 }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        hideFooter
      />
    </Box>
  );
}
