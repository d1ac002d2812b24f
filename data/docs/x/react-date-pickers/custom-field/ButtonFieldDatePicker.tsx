import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';

/** Whether the picker around a tile is open, and how to flip it: shared with the field slot. */
const TileOpenState = React.createContext({ isOpen: false, flip: () => {} });

type TileProps = BaseSingleInputFieldProps<
  Dayjs | null,
  Dayjs,
  FieldSection,
  false,
  DateValidationError
>;

/** The field slot: a tile showing a caption and the chosen day, which opens the calendar. */
function DayTile(tile: TileProps) {
  const { isOpen, flip } = React.useContext(TileOpenState);
  return (
    <ButtonBase
      id={tile.id}
      ref={tile.InputProps?.ref}
      disabled={tile.disabled}
      onClick={flip}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      sx={{
        flexDirection: 'column',
        alignItems: 'flex-start',
        minWidth: 148,
        px: 2,
        py: 1,
        border: 1,
        borderColor: isOpen ? 'primary.main' : 'divider',
        borderRadius: 2,
        textAlign: 'left',
      }}
    >
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {tile.label}
      </Typography>
      <Typography variant="h6" component="span">
        {tile.value ? tile.value.format('ddd D MMM') : 'Add a day'}
      </Typography>
    </ButtonBase>
  );
}

interface StayDayProps {
  caption: string;
  day: Dayjs;
  earliest: Dayjs;
  onPick: (day: Dayjs) => void;
}

/** A date picker whose field is a `DayTile`; it owns the open state the tile toggles. */
function StayDay({ caption, day, earliest, onPick }: StayDayProps) {
  const [isOpen, setIsOpen] = React.useState(false);
  const openState = React.useMemo(
    () => ({ isOpen, flip: () => setIsOpen((was) => !was) }),
    [isOpen],
  );
  return (
    <TileOpenState.Provider value={openState}>
      <DatePicker
        label={caption}
        value={day}
        minDate={earliest}
        onChange={(picked) => {
          if (picked?.isValid()) {
            onPick(picked);
          }
        }}
        open={isOpen}
        onOpen={() => setIsOpen(true)}
        onClose={() => setIsOpen(false)}
        slots={{ field: DayTile }}
      />
    </TileOpenState.Provider>
  );
}

const firstBookableDay = dayjs('2024-06-03');

export default function HotelStayTiles() {
  const [arrival, setArrival] = React.useState(dayjs('2024-06-14'));
  const [departure, setDeparture] = React.useState(dayjs('2024-06-17'));
  const nights = departure.diff(arrival, 'day');

  const pickArrival = (day: Dayjs) => {
    setArrival(day);
    // A stay lasts at least one night: push the departure when the arrival passes it.
    if (!departure.isAfter(day, 'day')) {
      setDeparture(day.add(1, 'day'));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StayDay
          caption="Check-in"
          day={arrival}
          earliest={firstBookableDay}
          onPick={pickArrival}
        />
        <StayDay
          caption="Check-out"
          day={departure}
          earliest={arrival.add(1, 'day')}
          onPick={setDeparture}
        />
        <Typography color="text.secondary">
          {nights} night{nights === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
