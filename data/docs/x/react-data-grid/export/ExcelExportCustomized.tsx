import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridExcelExportOptions,
  GridToolbar,
} from '@mui/x-data-grid-premium';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef[] = [
  { field: 'po', headerName: 'PO number', width: 120 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Hardware', 'Office', 'Services'],
    width: 120,
  },
  { field: 'ordered', headerName: 'Ordered', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    // Used on screen and in CSV; Excel receives the raw number and `columnsStyles` formats it.
    valueFormatter: (value: number) => currency.format(value),
  },
];

const rows = [
  {
    id: 1,
    po: 'PO-7731',
    supplier: 'Atlas Components',
    category: 'Hardware',
    ordered: new Date(2024, 6, 3),
    amount: 12480.5,
  },
  {
    id: 2,
    po: 'PO-7732',
    supplier: 'Brightdesk Supplies',
    category: 'Office',
    ordered: new Date(2024, 6, 9),
    amount: 864.2,
  },
  {
    id: 3,
    po: 'PO-7733',
    supplier: 'Quayside Consulting',
    category: 'Services',
    ordered: new Date(2024, 7, 1),
    amount: 22000,
  },
  {
    id: 4,
    po: 'PO-7734',
    supplier: 'Atlas Components',
    category: 'Hardware',
    ordered: new Date(2024, 7, 14),
    amount: 3310,
  },
  {
    id: 5,
    po: 'PO-7735',
    supplier: 'Northgate Print',
    category: 'Office',
    ordered: new Date(2024, 8, 2),
    amount: 1195.75,
  },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'purchase-orders-q3-2024',
  columnsStyles: {
    ordered: { numFmt: 'yyyy-mm-dd' },
    amount: { numFmt: '"$"#,##0.00' },
  },
  // Runs before the header row: add a title and an empty line.
  exceljsPreProcess: async ({ workbook, worksheet }) => {
    workbook.creator = 'Procurement dashboard';
    worksheet.addRow(['Purchase orders, Q3 2024']);
    worksheet.getRow(1).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // Runs after the data rows: add a total with a live Excel formula.
  exceljsPostProcess: async ({ worksheet }) => {
    const firstDataRow = 4;
    const lastDataRow = worksheet.rowCount;
    const totalRow = worksheet.addRow(['Total']);
    totalRow.getCell(5).value = { formula: `SUM(E${firstDataRow}:E${lastDataRow})` };
    totalRow.getCell(5).numFmt = '"$"#,##0.00';
    totalRow.font = { bold: true };
    worksheet.views = [{ state: 'frozen', ySplit: 3 }];
  },
};

export default function ExcelExportCustomized() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: { excelOptions, csvOptions: { disableToolbarButton: true } },
        }}
        hideFooter
      />
    </Box>
  );
}
