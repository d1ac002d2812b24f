import * as React from 'react';
import Drawer from '@mui/material/Drawer';

/** The temporary navigation drawer of small screens; loaded on first open to keep pages light. */
export default function MobileNavDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: React.ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      PaperProps={{ sx: { width }, 'data-nav-scroller': '' } as object}
      sx={{ display: { md: 'none' } }}
    >
      {children}
    </Drawer>
  );
}
