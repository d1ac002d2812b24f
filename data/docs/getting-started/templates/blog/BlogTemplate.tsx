import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Post = {
  id: number;
  tag: string;
  title: string;
  summary: string;
  author: string;
  date: string;
  gradient: string;
};

const posts: Post[] = [
  {
    id: 1,
    tag: 'Engineering',
    title: 'How we cut our build time in half',
    summary:
      'Caching, smaller bundles and one surprising compiler flag: the steps that took our CI from 18 to 9 minutes.',
    author: 'Rosa Lind',
    date: 'Apr 17, 2024',
    gradient: 'linear-gradient(135deg, #1976d2, #9c27b0)',
  },
  {
    id: 2,
    tag: 'Design',
    title: 'Choosing a type scale',
    summary: 'Why we settled on five sizes and how they map to headings.',
    author: 'Omar Haddad',
    date: 'Apr 10, 2024',
    gradient: 'linear-gradient(135deg, #2e7d32, #00acc1)',
  },
  {
    id: 3,
    tag: 'Product',
    title: 'Release notes for spring',
    summary: 'Saved filters, CSV export and a faster search box.',
    author: 'Mei Chen',
    date: 'Apr 3, 2024',
    gradient: 'linear-gradient(135deg, #ed6c02, #d32f2f)',
  },
  {
    id: 4,
    tag: 'Company',
    title: 'Working across time zones',
    summary: 'The meeting rules that keep a distributed team in sync.',
    author: 'Jonas Berg',
    date: 'Mar 27, 2024',
    gradient: 'linear-gradient(135deg, #6d4c41, #f9a825)',
  },
  {
    id: 5,
    tag: 'Engineering',
    title: 'Testing dates without flakiness',
    summary: 'Freeze the clock, pass dates in, never read the system time.',
    author: 'Rosa Lind',
    date: 'Mar 20, 2024',
    gradient: 'linear-gradient(135deg, #00897b, #3949ab)',
  },
];

const tags = ['All', ...Array.from(new Set(posts.map((post) => post.tag)))];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function Byline({ post }: { post: Post }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 12 }}>{initials(post.author)}</Avatar>
      <Typography variant="caption" color="text.secondary">
        {post.author} · {post.date}
      </Typography>
    </Stack>
  );
}

export default function BlogTemplate() {
  const [tag, setTag] = React.useState('All');
  const [featured, ...rest] = posts;
  const visible = rest.filter((post) => tag === 'All' || post.tag === tag);

  return (
    <Box sx={{ height: 620, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Container sx={{ py: 4 }}>
        <Typography variant="h4" component="h2">
          The Brightside blog
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Notes from the team on building and shipping.
        </Typography>
        <Card variant="outlined" sx={{ mb: 4 }}>
          <CardActionArea
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            <Box sx={{ minHeight: 200, background: featured.gradient }} aria-hidden />
            <CardContent sx={{ p: 3 }}>
              <Chip label={`Featured · ${featured.tag}`} size="small" color="primary" />
              <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
                {featured.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {featured.summary}
              </Typography>
              <Byline post={featured} />
            </CardContent>
          </CardActionArea>
        </Card>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 2, flexWrap: 'wrap' }}
          role="group"
          aria-label="Filter posts by tag"
        >
          {tags.map((option) => (
            <Chip
              key={option}
              label={option}
              onClick={() => setTag(option)}
              color={tag === option ? 'primary' : 'default'}
              variant={tag === option ? 'filled' : 'outlined'}
              aria-pressed={tag === option}
            />
          ))}
        </Stack>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
        >
          {visible.map((post) => (
            <Card key={post.id} variant="outlined">
              <CardActionArea sx={{ height: '100%' }}>
                <Box sx={{ height: 80, background: post.gradient }} aria-hidden />
                <CardContent>
                  <Typography variant="overline" color="text.secondary">
                    {post.tag}
                  </Typography>
                  <Typography variant="h6" component="h3">
                    {post.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {post.summary}
                  </Typography>
                  <Byline post={post} />
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
        {visible.length === 0 && (
          <Typography color="text.secondary">No other posts with this tag yet.</Typography>
        )}
      </Container>
    </Box>
  );
}
