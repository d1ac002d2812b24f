import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import DescriptionIcon from '@mui/icons-material/Description';

const sections = [
  { id: 'guides', label: 'Guides', pages: ['Installation', 'Theming', 'Testing'] },
  { id: 'reference', label: 'Reference', pages: ['Props', 'CSS classes'] },
];

export default function NestedListTree() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ guides: true });

  return (
    <List dense sx={{ width: 280 }} component="nav" aria-label="Documentation sections">
      {sections.map((section) => {
        const expanded = Boolean(open[section.id]);
        return (
          <React.Fragment key={section.id}>
            <ListItemButton
              aria-expanded={expanded}
              aria-controls={`${section.id}-pages`}
              onClick={() => setOpen((previous) => ({ ...previous, [section.id]: !expanded }))}
            >
              <ListItemIcon>
                <FolderIcon />
              </ListItemIcon>
              <ListItemText primary={section.label} />
              {expanded ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto">
              <List dense disablePadding id={`${section.id}-pages`}>
                {section.pages.map((page) => (
                  <ListItemButton key={page} sx={{ pl: 4 }}>
                    <ListItemIcon>
                      <DescriptionIcon />
                    </ListItemIcon>
                    <ListItemText primary={page} />
                  </ListItemButton>
                ))}
              </List>
            </Collapse>
          </React.Fragment>
        );
      })}
    </List>
  );
}
