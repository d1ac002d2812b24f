import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Timeline, { TimelineProps } from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

type Position = NonNullable<TimelineProps['position']>;
const positions: Position[] = ['right', 'left', 'alternate', 'alternate-reverse'];
const steps = ['Draft', 'Review', 'Approved', 'Published'];

export default function TimelinePositions() {
  const [position, setPosition] = React.useState<Position>('alternate');

  return (
    <Stack spacing={2} alignItems="center">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(_event, next: Position | null) => next && setPosition(next)}
        aria-label="Timeline position"
      >
        {positions.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position} aria-label="Document history" sx={{ width: '100%' }}>
        {steps.map((step, index) => (
          <TimelineItem key={step}>
            <TimelineSeparator>
              <TimelineDot color={index === steps.length - 1 ? 'success' : 'primary'} />
              {index < steps.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{step}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Stack>
  );
}
