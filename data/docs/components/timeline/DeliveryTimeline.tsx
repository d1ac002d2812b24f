import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineDot from '@mui/lab/TimelineDot';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import CheckIcon from '@mui/icons-material/Check';

export default function DeliveryTimeline() {
  return (
    <Timeline aria-label="Delivery history">
      <TimelineItem>
        <TimelineOppositeContent color="text.secondary">
          <time dateTime="2024-04-15T09:30">Apr 15, 09:30</time>
        </TimelineOppositeContent>
        <TimelineSeparator>
          <TimelineDot color="primary" variant="outlined">
            <LocalShippingIcon />
          </TimelineDot>
          <TimelineConnector />
        </TimelineSeparator>
        <TimelineContent>Shipped from the Lyon warehouse</TimelineContent>
      </TimelineItem>
      <TimelineItem>
        <TimelineOppositeContent color="text.secondary">
          <time dateTime="2024-04-17T14:05">Apr 17, 14:05</time>
        </TimelineOppositeContent>
        <TimelineSeparator>
          <TimelineDot color="success">
            <CheckIcon />
          </TimelineDot>
        </TimelineSeparator>
        <TimelineContent>Delivered</TimelineContent>
      </TimelineItem>
    </Timeline>
  );
}
