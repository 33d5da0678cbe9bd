import { useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCustomerChoice, type CustomerChoice } from './CustomerChoice';

export interface DocumentsPageState extends CustomerChoice {
  page: number;
  setPage(page: number): void;
}

/** What every documents page starts with: its title, whose documents, and the page shown. */
export function useDocumentsPage(title: string): DocumentsPageState {
  usePageTitle(title);
  const choice = useCustomerChoice();
  const [page, setPage] = useState(1);
  return { ...choice, page, setPage };
}
