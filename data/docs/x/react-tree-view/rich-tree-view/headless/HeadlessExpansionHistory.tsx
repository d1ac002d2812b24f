import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RICH_TREE_VIEW_PLUGINS } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';
// Internal building blocks: no semver guarantee, they may change in any release.
import {
  ConvertPluginsIntoSignatures,
  TreeViewPlugin,
  TreeViewPluginSignature,
  TreeViewProvider,
  UseTreeViewExpansionSignature,
  useTreeView,
} from '@mui/x-tree-view/internals';

// 1. The plugin's signature: what it adds to the tree's params, and what it depends on.
interface UseTreeViewExpansionHistoryParameters {
  /** How many entries to keep. */
  expansionHistorySize?: number;
  /** Called with the most recently expanded item ids, newest first. */
  onExpansionHistoryChange?: (itemIds: string[]) => void;
}

type UseTreeViewExpansionHistorySignature = TreeViewPluginSignature<{
  params: UseTreeViewExpansionHistoryParameters;
  defaultizedParams: UseTreeViewExpansionHistoryParameters & { expansionHistorySize: number };
  dependencies: [UseTreeViewExpansionSignature];
}>;

// 2. The plugin: a hook called on every render of the tree, like the built-in plugins.
const useTreeViewExpansionHistory: TreeViewPlugin<UseTreeViewExpansionHistorySignature> = ({
  params,
  models,
}) => {
  // `expandedItems` is a model of the expansion plugin, readable because it is a dependency.
  const expandedItems = models.expandedItems.value;
  const previousRef = React.useRef<string[]>(expandedItems);
  const historyRef = React.useRef<string[]>([]);
  const { expansionHistorySize, onExpansionHistoryChange } = params;

  React.useEffect(() => {
    const opened = expandedItems.filter((itemId) => !previousRef.current.includes(itemId));
    previousRef.current = expandedItems;
    if (opened.length === 0) {
      return;
    }
    historyRef.current = [
      ...opened,
      ...historyRef.current.filter((itemId) => !opened.includes(itemId)),
    ].slice(0, expansionHistorySize);
    onExpansionHistoryChange?.(historyRef.current);
  }, [expandedItems, expansionHistorySize, onExpansionHistoryChange]);

  return {};
};

// The props the plugin reads, and their defaults.
useTreeViewExpansionHistory.params = {
  expansionHistorySize: true,
  onExpansionHistoryChange: true,
};
useTreeViewExpansionHistory.getDefaultizedParams = (params) => ({
  ...params,
  expansionHistorySize: params.expansionHistorySize ?? 3,
});

const PLUGINS = [...RICH_TREE_VIEW_PLUGINS, useTreeViewExpansionHistory] as const;
type HistoryTreeSignatures = ConvertPluginsIntoSignatures<typeof PLUGINS>;

interface HistoryTreeProps extends UseTreeViewExpansionHistoryParameters {
  items: TreeViewBaseItem[];
}

const ITEMS: TreeViewBaseItem[] = [
  {
    id: 'docs',
    label: 'Documents',
    children: [
      {
        id: 'docs-taxes',
        label: 'Taxes',
        children: [
          { id: 'docs-taxes-2023', label: 'Return 2023.pdf' },
          { id: 'docs-taxes-receipts', label: 'Receipts.zip' },
        ],
      },
      { id: 'docs-lease', label: 'Lease agreement.pdf' },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    children: [
      {
        id: 'photos-lisbon',
        label: 'Lisbon 2024',
        children: [{ id: 'photos-lisbon-tram', label: 'Tram 28.jpg' }],
      },
      {
        id: 'photos-family',
        label: 'Family',
        children: [{ id: 'photos-family-1', label: 'Picnic.jpg' }],
      },
    ],
  },
  { id: 'music', label: 'Music', children: [{ id: 'music-fado', label: 'Fado playlist.m3u' }] },
];

interface RenderedItem {
  itemId: string;
  label: string;
  id: string | undefined;
  children?: RenderedItem[];
}

// 3. A tree of our own: the hook gives root props, a context for the items, and the instance.
function HistoryTree(props: HistoryTreeProps) {
  const { getRootProps, contextValue, instance } = useTreeView<
    HistoryTreeSignatures,
    HistoryTreeProps & { apiRef: undefined }
  >({
    plugins: PLUGINS,
    props: { ...props, apiRef: undefined },
  });

  const renderItem = (item: RenderedItem): React.ReactNode => (
    <TreeItem2 key={item.itemId} itemId={item.itemId} id={item.id} label={item.label}>
      {item.children?.map(renderItem)}
    </TreeItem2>
  );

  return (
    <TreeViewProvider value={contextValue}>
      <Box component="ul" {...getRootProps()} sx={{ listStyle: 'none', m: 0, p: 0, outline: 0 }}>
        {instance.getItemsToRender().map(renderItem)}
      </Box>
    </TreeViewProvider>
  );
}

export default function HeadlessExpansionHistory() {
  const [history, setHistory] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minHeight: 260 }}>
        <HistoryTree items={ITEMS} expansionHistorySize={3} onExpansionHistoryChange={setHistory} />
      </Box>
      <Box sx={{ width: { sm: 220 } }}>
        <Typography variant="subtitle2">Recently opened</Typography>
        <Box component="pre" sx={{ m: 0, fontSize: 13 }}>
          {history.length ? history.join('\n') : '(expand a folder)'}
        </Box>
      </Box>
    </Stack>
  );
}
