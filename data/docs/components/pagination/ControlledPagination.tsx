import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

const PAGE_SIZE = 3;
const articles = [
  'Planning a design system',
  'Writing accessible forms',
  'Theming with CSS variables',
  'Testing components with Playwright',
  'Server rendering and hydration',
  'Choosing a date library',
  'Virtualizing long lists',
  'Localizing an interface',
  'Building a data table',
  'Dark mode done right',
  'Animations that respect preferences',
];

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(articles.length / PAGE_SIZE);
  const visible = articles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <List dense aria-label={`Articles, page ${page} of ${pageCount}`}>
        {visible.map((title, index) => (
          <ListItem key={title}>
            <ListItemText primary={`${(page - 1) * PAGE_SIZE + index + 1}. ${title}`} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(event, value) => setPage(value)}
        color="primary"
        showFirstButton
        showLastButton
      />
    </Stack>
  );
}
