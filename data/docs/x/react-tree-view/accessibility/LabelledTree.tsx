import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const CHAPTERS: TreeViewBaseItem[] = [
  {
    id: 'basics',
    label: 'Basics',
    children: [
      { id: 'install', label: 'Installing the app' },
      { id: 'account', label: 'Creating an account' },
    ],
  },
  {
    id: 'advanced',
    label: 'Advanced topics',
    children: [
      { id: 'automation', label: 'Automation rules' },
      { id: 'api', label: 'Using the API' },
      { id: 'sso', label: 'Single sign-on', children: [{ id: 'saml', label: 'SAML' }] },
    ],
  },
  { id: 'faq', label: 'Frequently asked questions' },
];

export default function LabelledTree() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <Typography id="help-contents-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Help contents
      </Typography>
      <RichTreeView
        aria-labelledby="help-contents-title"
        items={CHAPTERS}
        multiSelect
        defaultExpandedItems={['basics']}
        disabledItemsFocusable
        isItemDisabled={(item) => item.id === 'api'}
      />
    </Box>
  );
}
