import type { Category } from '@starlane/contract';
import { NotFoundError } from '../http/errors.js';
import type { CategoryRepository } from './categories.repository.js';

export class CategoryService {
  constructor(private readonly categories: CategoryRepository) {}

  listAll(): Promise<Category[]> {
    return this.categories.listAll();
  }

  async get(publicId: string): Promise<Category> {
    const category = await this.categories.findByPublicId(publicId);
    if (!category) throw new NotFoundError('Category');
    return category;
  }
}
