import { createContext, useContext, type ReactNode } from 'react';
import type { CcpModel } from '../../model';

const ModelContext = createContext<CcpModel | null>(null);

export function ModelProvider({ model, children }: { model: CcpModel; children: ReactNode }) {
  return <ModelContext.Provider value={model}>{children}</ModelContext.Provider>;
}

export function useModel(): CcpModel {
  const model = useContext(ModelContext);
  if (!model) throw new Error('useModel() outside <ModelProvider>');
  return model;
}
