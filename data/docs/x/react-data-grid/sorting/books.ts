// Books of a small library catalogue, shared by the sorting demos of this page.

export interface Book {
  id: number;
  title: string;
  author: string;
  published: Date;
  pages: number;
  rating: number | null;
}

export const books: Book[] = [
  {
    id: 1,
    title: 'The Salt Road',
    author: 'Ines Carvalho',
    published: new Date(2019, 4, 12),
    pages: 412,
    rating: 4.3,
  },
  {
    id: 2,
    title: 'Winter Orchard',
    author: 'Tomas Lindqvist',
    published: new Date(2021, 10, 2),
    pages: 288,
    rating: 3.9,
  },
  {
    id: 3,
    title: 'A Map of Small Rivers',
    author: 'Hana Okafor',
    published: new Date(2016, 1, 23),
    pages: 356,
    rating: 4.6,
  },
  {
    id: 4,
    title: 'Glasswork',
    author: 'Priya Raman',
    published: new Date(2023, 6, 8),
    pages: 198,
    rating: null,
  },
  {
    id: 5,
    title: 'The Lighthouse Ledger',
    author: 'Ines Carvalho',
    published: new Date(2014, 8, 30),
    pages: 524,
    rating: 4.1,
  },
  {
    id: 6,
    title: 'Northern Static',
    author: 'Mateo Alvarez',
    published: new Date(2020, 2, 17),
    pages: 240,
    rating: 3.5,
  },
  {
    id: 7,
    title: 'Bread and Weather',
    author: 'Hana Okafor',
    published: new Date(2022, 11, 1),
    pages: 310,
    rating: 4.8,
  },
  {
    id: 8,
    title: 'Quiet Engines',
    author: 'Tomas Lindqvist',
    published: new Date(2018, 5, 14),
    pages: 462,
    rating: null,
  },
];
