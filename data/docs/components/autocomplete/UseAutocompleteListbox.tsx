import * as React from 'react';
import { styled } from '@mui/material/styles';
import useAutocomplete from '@mui/material/useAutocomplete';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Grape', 'Lemon', 'Mango'];

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontSize: theme.typography.pxToRem(14),
}));

const Input = styled('input')(({ theme }) => ({
  width: 240,
  padding: theme.spacing(1),
  font: 'inherit',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

const Listbox = styled('ul')(({ theme }) => ({
  width: 240,
  margin: theme.spacing(0.5, 0, 0),
  padding: 0,
  listStyle: 'none',
  maxHeight: 160,
  overflow: 'auto',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '& li': { padding: theme.spacing(0.75, 1), cursor: 'pointer' },
  '& li.Mui-focused': { backgroundColor: theme.palette.action.hover },
  '& li[aria-selected="true"]': { fontWeight: 600 },
}));

/** A combobox with no Material UI markup: the hook supplies the state and the ARIA props. */
export default function UseAutocompleteListbox() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
  } = useAutocomplete({ id: 'use-autocomplete-fruit', options: fruits });
  return (
    <div>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Fruit</Label>
        <Input {...getInputProps()} />
      </div>
      {groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as ReturnType<
              typeof getOptionProps
            > & { key: React.Key };
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Listbox>
      ) : null}
      <p>Selected: {value ?? 'nothing'}</p>
    </div>
  );
}
