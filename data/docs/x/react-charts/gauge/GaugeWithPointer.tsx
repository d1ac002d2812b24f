import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

const COOLEST = 16;
const WARMEST = 28;

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * One mark per degree around the dial, longer and labelled every second degree. Each mark is
 * drawn upright above the centre, then turned into place with an SVG rotation.
 */
function DialTicks() {
  const { startAngle, endAngle, valueMin, valueMax, outerRadius, cx, cy } = useGaugeState();
  const steps = valueMax - valueMin;
  return (
    <g>
      {Array.from({ length: steps + 1 }, (_, step) => {
        const reading = valueMin + step;
        const turn = degrees(startAngle + ((endAngle - startAngle) * step) / steps);
        const labelled = reading % 2 === 0;
        const labelY = cy - outerRadius - 22;
        return (
          <g key={reading} transform={`rotate(${turn}, ${cx}, ${cy})`}>
            <line
              x1={cx}
              x2={cx}
              y1={cy - outerRadius - 3}
              y2={cy - outerRadius - (labelled ? 12 : 7)}
              strokeWidth={labelled ? 2 : 1}
              className="dial-tick"
            />
            {labelled ? (
              <text
                x={cx}
                y={labelY}
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${-turn}, ${cx}, ${labelY})`}
                className="dial-label"
              >
                {reading}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/** A round handle sitting on the arc at the current value, like the knob of a slider. */
function SetPointHandle() {
  const { valueAngle, innerRadius, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const middle = (innerRadius + outerRadius) / 2;
  return (
    <circle
      cx={cx}
      cy={cy - middle}
      r={(outerRadius - innerRadius) / 2 + 4}
      transform={`rotate(${degrees(valueAngle)}, ${cx}, ${cy})`}
      className="dial-handle"
    />
  );
}

/** The target temperature, written in the middle of the dial. */
function TargetReadout() {
  const { value, cx, cy } = useGaugeState();
  return (
    <text x={cx} y={cy} textAnchor="middle" className="dial-readout">
      <tspan x={cx} dy="-0.2em" fontSize={34} fontWeight={600}>
        {value === null ? '--' : `${value.toFixed(1)}°`}
      </tspan>
      <tspan x={cx} dy="1.6em" fontSize={13}>
        target
      </tspan>
    </text>
  );
}

export default function GaugeWithPointer() {
  const [target, setTarget] = React.useState(21.5);
  const nudge = (delta: number) =>
    setTarget((current) => Math.min(WARMEST, Math.max(COOLEST, current + delta)));

  return (
    <Stack sx={{ alignItems: 'center' }}>
      <GaugeContainer
        width={260}
        height={210}
        startAngle={-125}
        endAngle={125}
        innerRadius="62%"
        outerRadius="76%"
        cornerRadius="50%"
        valueMin={COOLEST}
        valueMax={WARMEST}
        value={target}
        title="Thermostat"
        desc={`Target temperature ${target} degrees Celsius, on a dial from ${COOLEST} to ${WARMEST}`}
        sx={(theme) => ({
          '& .dial-track': { fill: theme.palette.action.selected },
          '& .dial-fill': { fill: theme.palette.warning.main },
          '& .dial-tick': { stroke: theme.palette.text.secondary },
          '& .dial-label': { fill: theme.palette.text.secondary, fontSize: 11 },
          '& .dial-readout': { fill: theme.palette.text.primary },
          '& .dial-handle': {
            fill: theme.palette.background.paper,
            stroke: theme.palette.warning.dark,
            strokeWidth: 3,
          },
        })}
      >
        {/* Used on their own, the arcs have no `gaugeClasses` names: give them yours. */}
        <GaugeReferenceArc className="dial-track" />
        <GaugeValueArc className="dial-fill" />
        <DialTicks />
        <SetPointHandle />
        <TargetReadout />
      </GaugeContainer>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label="Half a degree cooler"
          onClick={() => nudge(-0.5)}
          disabled={target <= COOLEST}
        >
          <RemoveIcon />
        </IconButton>
        <Typography variant="body2" color="text.secondary">
          Living room
        </Typography>
        <IconButton
          aria-label="Half a degree warmer"
          onClick={() => nudge(0.5)}
          disabled={target >= WARMEST}
        >
          <AddIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
