import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Station {
  code: string;
  name: string;
  children?: Station[];
}

const NETWORK: Station[] = [
  {
    code: 'L1',
    name: 'Line 1 — Riverside',
    children: [
      { code: 'L1-CEN', name: 'Central' },
      { code: 'L1-HBR', name: 'Harbour' },
      { code: 'L1-UNI', name: 'University' },
    ],
  },
  {
    code: 'L2',
    name: 'Line 2 — Hillside',
    children: [
      { code: 'L2-CEN', name: 'Central' },
      { code: 'L2-OBS', name: 'Observatory' },
    ],
  },
];

function renderStation(station: Station) {
  return (
    <TreeItem key={station.code} itemId={station.code} label={station.name}>
      {station.children?.map(renderStation)}
    </TreeItem>
  );
}

export default function DataSimpleItems() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView defaultExpandedItems={['L1', 'L2']}>
        {NETWORK.map(renderStation)}
      </SimpleTreeView>
    </Box>
  );
}
