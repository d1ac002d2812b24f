import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartsItemContentProps } from '@mui/x-charts/ChartsTooltip';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Platform', 'Mobile', 'Web', 'Data'];
const budgets = [120, 95, 140, 80];

function BudgetTooltip(props: ChartsItemContentProps<'bar'>) {
  const { itemData, series, getColor } = props;
  if (itemData.dataIndex === undefined) {
    return null;
  }
  const value = series.data[itemData.dataIndex] ?? 0;
  const share = Math.round((value / budgets.reduce((a, b) => a + b, 0)) * 100);
  return (
    <Paper sx={{ p: 1.5, borderLeft: 4, borderColor: getColor(itemData.dataIndex) }}>
      <Typography variant="subtitle2">{teams[itemData.dataIndex]}</Typography>
      <Typography variant="body2">
        ${value}k budget, {share}% of the total
      </Typography>
    </Paper>
  );
}

export default function CustomItemTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: teams }]}
      series={[{ data: budgets, label: 'Budget' }]}
      tooltip={{ trigger: 'item' }}
      slots={{ itemContent: BudgetTooltip }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
