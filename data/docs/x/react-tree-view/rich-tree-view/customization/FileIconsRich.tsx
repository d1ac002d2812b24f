import * as React from 'react';
import Box from '@mui/material/Box';
import { SvgIconProps } from '@mui/material/SvgIcon';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const FILES: TreeViewBaseItem[] = [
  {
    id: 'wedding',
    label: 'Wedding planning',
    children: [
      { id: 'guest-list.xlsx', label: 'guest-list.xlsx' },
      { id: 'venue-contract.pdf', label: 'venue-contract.pdf' },
      { id: 'menu-tasting.jpg', label: 'menu-tasting.jpg' },
      { id: 'vows-draft.docx', label: 'vows-draft.docx' },
    ],
  },
];

const ICON_BY_EXTENSION: Record<string, React.ElementType<SvgIconProps>> = {
  xlsx: TableChartOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  jpg: ImageOutlinedIcon,
  docx: ArticleOutlinedIcon,
};

export default function FileIconsRich() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <RichTreeView
        items={FILES}
        defaultExpandedItems={['wedding']}
        slotProps={{
          item: ({ itemId }) => {
            const icon = ICON_BY_EXTENSION[itemId.split('.').pop() ?? ''];
            return icon ? { slots: { icon } } : {};
          },
        }}
      />
    </Box>
  );
}
