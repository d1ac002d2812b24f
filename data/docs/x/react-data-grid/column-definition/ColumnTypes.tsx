import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridActionsCellItem, GridColDef } from '@mui/x-data-grid';

type Task = {
  id: number;
  title: string;
  estimate: number;
  due: Date;
  updatedAt: Date;
  done: boolean;
  priority: string;
};

const initialRows: Task[] = [
  {
    id: 1,
    title: 'Write release notes',
    estimate: 3,
    due: new Date(2024, 3, 17),
    updatedAt: new Date(2024, 3, 10, 9, 30),
    done: false,
    priority: 'High',
  },
  {
    id: 2,
    title: 'Review pull requests',
    estimate: 5,
    due: new Date(2024, 3, 19),
    updatedAt: new Date(2024, 3, 11, 14, 5),
    done: true,
    priority: 'Medium',
  },
  {
    id: 3,
    title: 'Update dependencies',
    estimate: 2,
    due: new Date(2024, 3, 22),
    updatedAt: new Date(2024, 3, 12, 8, 45),
    done: false,
    priority: 'Low',
  },
  {
    id: 4,
    title: 'Plan next sprint',
    estimate: 1,
    due: new Date(2024, 3, 24),
    updatedAt: new Date(2024, 3, 12, 16, 20),
    done: false,
    priority: 'High',
  },
];

export default function ColumnTypes() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);

  const columns = React.useMemo<GridColDef<Task>[]>(
    () => [
      { field: 'title', headerName: 'Title (string)', flex: 1, minWidth: 180 },
      { field: 'estimate', headerName: 'Days (number)', type: 'number', width: 130 },
      { field: 'due', headerName: 'Due (date)', type: 'date', width: 130 },
      { field: 'updatedAt', headerName: 'Updated (dateTime)', type: 'dateTime', width: 190 },
      { field: 'done', headerName: 'Done (boolean)', type: 'boolean', width: 130 },
      {
        field: 'priority',
        headerName: 'Priority (singleSelect)',
        type: 'singleSelect',
        valueOptions: ['High', 'Medium', 'Low'],
        width: 180,
      },
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => setRows((prev) => prev.filter((row) => row.id !== params.id))}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            showInMenu
            onClick={() =>
              setRows((prev) => {
                const source = prev.find((row) => row.id === params.id);
                const nextId = Math.max(...prev.map((row) => row.id)) + 1;
                return source ? [...prev, { ...source, id: nextId }] : prev;
              })
            }
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
