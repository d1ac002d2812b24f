import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';
import {
  unstable_useTreeItem2 as useTreeItem2,
  UseTreeItem2Parameters,
} from '@mui/x-tree-view/useTreeItem2';
import {
  TreeItem2Checkbox,
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';

type Person = TreeViewBaseItem<{ id: string; label: string; role: string }>;

const TEAM: Person[] = [
  {
    id: 'maya',
    label: 'Maya Johnson',
    role: 'Head of product',
    children: [
      { id: 'liam', label: 'Liam Chen', role: 'Product manager' },
      { id: 'sofia', label: 'Sofia Rossi', role: 'Product designer' },
    ],
  },
  { id: 'noah', label: 'Noah Dubois', role: 'Support lead' },
];

interface PersonTreeItemProps
  extends
    Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const PersonTreeItem = React.forwardRef(function PersonTreeItem(
  props: PersonTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem2({ id, itemId, children, label, disabled, rootRef: ref });

  const person = publicAPI.getItem(itemId) as Person;
  const initials = person.label
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <TreeItem2Checkbox {...getCheckboxProps()} />
          <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'primary.main' }}>
            {initials}
          </Avatar>
          <Box sx={{ flexGrow: 1, ml: 1 }}>
            <TreeItem2Label {...getLabelProps()} />
            <Typography variant="caption" color="text.secondary">
              {person.role}
            </Typography>
          </Box>
        </TreeItem2Content>
        {children && <TreeItem2GroupTransition {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function HookTreeItem() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <RichTreeView items={TEAM} defaultExpandedItems={['maya']} slots={{ item: PersonTreeItem }} />
    </Box>
  );
}
