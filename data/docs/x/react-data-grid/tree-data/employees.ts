import type { GridColDef } from '@mui/x-data-grid-pro';

// The staff of a small company as a tree of who reports to whom, shared by the tree data demos
// of this page: each row's `hierarchy` is the path from the top of the tree down to it.

export interface Employee {
  id: number;
  hierarchy: string[];
  jobTitle: string;
  office: string;
  startYear: number;
}

export const employees: Employee[] = [
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

export const employeeColumns: GridColDef<Employee>[] = [
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

export const getTreeDataPath = (row: Employee) => row.hierarchy;
