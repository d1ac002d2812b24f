import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  path: string[];
  title: string;
  office: string;
}

// The server's data: each employee knows the chain of managers above them
const employees: Employee[] = [
  { id: 1, path: ['Nadia'], title: 'CEO', office: 'Lisbon' },
  { id: 2, path: ['Nadia', 'Omar'], title: 'CTO', office: 'Lisbon' },
  { id: 3, path: ['Nadia', 'Omar', 'Priya'], title: 'Engineering manager', office: 'Berlin' },
  { id: 4, path: ['Nadia', 'Omar', 'Priya', 'Quentin'], title: 'Engineer', office: 'Berlin' },
  { id: 5, path: ['Nadia', 'Omar', 'Priya', 'Rosa'], title: 'Engineer', office: 'Remote' },
  { id: 6, path: ['Nadia', 'Omar', 'Sven'], title: 'Architect', office: 'Oslo' },
  { id: 7, path: ['Nadia', 'Tara'], title: 'CFO', office: 'Lisbon' },
  { id: 8, path: ['Nadia', 'Tara', 'Umar'], title: 'Accountant', office: 'Lisbon' },
  { id: 9, path: ['Nadia', 'Vera'], title: 'Head of sales', office: 'Madrid' },
  { id: 10, path: ['Nadia', 'Vera', 'Wen'], title: 'Account executive', office: 'Madrid' },
  { id: 11, path: ['Nadia', 'Vera', 'Xavi'], title: 'Account executive', office: 'Remote' },
  { id: 12, path: ['Yusuf'], title: 'Board advisor', office: 'Remote' },
];

const isChildOf = (employee: Employee, parentPath: string[]) =>
  employee.path.length === parentPath.length + 1 &&
  parentPath.every((key, index) => employee.path[index] === key);

// Fake endpoint: returns the direct reports of the employee at `groupKeys`
function fetchReports(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const groupKeys = params.groupKeys ?? [];
  const rows = employees
    .filter((employee) => isChildOf(employee, groupKeys))
    .map((employee) => ({
      id: employee.id,
      name: employee.path[employee.path.length - 1],
      title: employee.title,
      office: employee.office,
      reports: employees.filter((other) => isChildOf(other, employee.path)).length,
    }));
  params.sortModel.forEach(({ field, sort }) => {
    const direction = sort === 'desc' ? -1 : 1;
    rows.sort(
      (a, b) => String(a[field as 'name']).localeCompare(String(b[field as 'name'])) * direction,
    );
  });
  return new Promise((resolve) => {
    // Only the top level reports a row count, so children don't overwrite it
    setTimeout(
      () => resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows }),
      600,
    );
  });
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

export default function ServerSideTreeData() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: fetchReports,
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.reports,
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Employee', width: 220 }}
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
