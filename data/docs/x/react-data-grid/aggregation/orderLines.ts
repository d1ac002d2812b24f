// Order lines of a coffee wholesaler, shared by the aggregation demos of this page.

export interface OrderLine {
  id: number;
  product: string;
  category: string;
  warehouse: string;
  quantity: number;
  unitPrice: number;
  shipped: Date;
}

export const orderLines: OrderLine[] = [
  {
    id: 1,
    product: 'Espresso beans 1 kg',
    category: 'Coffee',
    warehouse: 'Rotterdam',
    quantity: 40,
    unitPrice: 18.5,
    shipped: new Date(2024, 2, 4),
  },
  {
    id: 2,
    product: 'Oat milk 1 L',
    category: 'Dairy-free',
    warehouse: 'Rotterdam',
    quantity: 120,
    unitPrice: 2.1,
    shipped: new Date(2024, 2, 6),
  },
  {
    id: 3,
    product: 'Filter papers (100)',
    category: 'Accessories',
    warehouse: 'Lyon',
    quantity: 65,
    unitPrice: 3.4,
    shipped: new Date(2024, 2, 7),
  },
  {
    id: 4,
    product: 'Decaf beans 500 g',
    category: 'Coffee',
    warehouse: 'Lyon',
    quantity: 25,
    unitPrice: 11.9,
    shipped: new Date(2024, 2, 11),
  },
  {
    id: 5,
    product: 'Almond milk 1 L',
    category: 'Dairy-free',
    warehouse: 'Leipzig',
    quantity: 80,
    unitPrice: 2.6,
    shipped: new Date(2024, 2, 12),
  },
  {
    id: 6,
    product: 'Pour-over kettle',
    category: 'Accessories',
    warehouse: 'Leipzig',
    quantity: 12,
    unitPrice: 39,
    shipped: new Date(2024, 2, 15),
  },
  {
    id: 7,
    product: 'Single-origin Ethiopia 250 g',
    category: 'Coffee',
    warehouse: 'Rotterdam',
    quantity: 55,
    unitPrice: 9.8,
    shipped: new Date(2024, 2, 18),
  },
  {
    id: 8,
    product: 'Hand grinder',
    category: 'Accessories',
    warehouse: 'Rotterdam',
    quantity: 9,
    unitPrice: 64,
    shipped: new Date(2024, 2, 20),
  },
  {
    id: 9,
    product: 'Soy milk 1 L',
    category: 'Dairy-free',
    warehouse: 'Lyon',
    quantity: 90,
    unitPrice: 1.9,
    shipped: new Date(2024, 2, 22),
  },
  {
    id: 10,
    product: 'Cold brew concentrate',
    category: 'Coffee',
    warehouse: 'Leipzig',
    quantity: 30,
    unitPrice: 7.5,
    shipped: new Date(2024, 2, 26),
  },
];
