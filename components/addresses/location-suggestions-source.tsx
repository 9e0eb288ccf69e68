'use client';

import { useEffect } from 'react';
import { useLocationSuggestions, type LocationSuggestions } from '@/lib/addresses/hooks';

type Props = { text: string; onChange: (suggestions: LocationSuggestions) => void };

/**
 * The suggestions for what is typed in the location box, handed to it as they change. It renders
 * nothing: it is a module of its own only so that the box can fetch it (the town list, the address
 * queries and their query client code) when someone starts using the field, not with the page.
 */
export default function LocationSuggestionsSource({ text, onChange }: Props) {
  const suggestions = useLocationSuggestions(text);
  // A new object on every render: hand it on only when what it holds has changed.
  const key = JSON.stringify(suggestions);
  useEffect(() => onChange(JSON.parse(key) as LocationSuggestions), [key, onChange]);
  return null;
}
