import { createContext, useContext } from 'react';
import type { ServiceField } from '../api/service-types';

export interface EditingCell {
  id: number;
  field: ServiceField;
}

export interface ServiceEditing {
  editing: EditingCell | null;
  setEditing: (cell: EditingCell | null) => void;
}

/**
 * Which cell of the price list is open. Held in context, not in the column definitions, so the
 * columns stay the same objects and the table's cells are not remounted when a cell opens.
 */
export const ServiceEditingContext = createContext<ServiceEditing>({
  editing: null,
  setEditing: () => {},
});

export function useServiceEditing(): ServiceEditing {
  return useContext(ServiceEditingContext);
}
