// Sales deals of a small company, shared by the row grouping demos of this page and of the row
// grouping recipes.

export interface Deal {
  id: number;
  customer: string;
  product: string;
  region: string;
  owner: string;
  amount: number;
}

export const deals: Deal[] = [
  {
    id: 1,
    customer: 'Harbor Logistics',
    product: 'Analytics Suite',
    region: 'Europe',
    owner: 'Nadia Kovacs',
    amount: 18400,
  },
  {
    id: 2,
    customer: 'Pinecrest Foods',
    product: 'Support Plan',
    region: 'North America',
    owner: 'Owen Price',
    amount: 4200,
  },
  {
    id: 3,
    customer: 'Blue Mesa Energy',
    product: 'Analytics Suite',
    region: 'North America',
    owner: 'Owen Price',
    amount: 22900,
  },
  {
    id: 4,
    customer: 'Kestrel Bank',
    product: 'Data Connector',
    region: 'Europe',
    owner: 'Nadia Kovacs',
    amount: 9600,
  },
  {
    id: 5,
    customer: 'Saffron Retail',
    product: 'Support Plan',
    region: 'Asia Pacific',
    owner: 'Mei Lin',
    amount: 3800,
  },
  {
    id: 6,
    customer: 'Tidewater Health',
    product: 'Data Connector',
    region: 'North America',
    owner: 'Carla Ruiz',
    amount: 11200,
  },
  {
    id: 7,
    customer: 'Oakridge Labs',
    product: 'Analytics Suite',
    region: 'Asia Pacific',
    owner: 'Mei Lin',
    amount: 26500,
  },
  {
    id: 8,
    customer: 'Fjord Shipping',
    product: 'Support Plan',
    region: 'Europe',
    owner: 'Lars Berg',
    amount: 5100,
  },
  {
    id: 9,
    customer: 'Copperline Media',
    product: 'Data Connector',
    region: 'Asia Pacific',
    owner: 'Mei Lin',
    amount: 8700,
  },
  {
    id: 10,
    customer: 'Summit Outdoor',
    product: 'Analytics Suite',
    region: 'North America',
    owner: 'Carla Ruiz',
    amount: 19800,
  },
  {
    id: 11,
    customer: 'Vireo Insurance',
    product: 'Support Plan',
    region: 'Europe',
    owner: 'Lars Berg',
    amount: 4600,
  },
  {
    id: 12,
    customer: 'Granite Works',
    product: 'Data Connector',
    region: 'Europe',
    owner: 'Nadia Kovacs',
    amount: 10300,
  },
];
