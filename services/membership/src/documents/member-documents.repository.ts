import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MemberDocumentEntity } from './member-document.entity';

/** Every query of member documents. */
@Injectable()
export class MemberDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A member's documents, newest first. */
  listOf(memberUuid: string): Promise<MemberDocumentEntity[]> {
    return this.dataSource.manager.find(MemberDocumentEntity, {
      where: { memberId: memberUuid },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** One document of this member only, or null. */
  findOf(memberUuid: string, id: string): Promise<MemberDocumentEntity | null> {
    return this.dataSource.manager.findOneBy(MemberDocumentEntity, { id, memberId: memberUuid });
  }

  async add(
    manager: EntityManager,
    document: Omit<MemberDocumentEntity, 'id' | 'createdAt' | 'updatedAt'>,
  ): Promise<MemberDocumentEntity> {
    const saved = await manager.save(manager.create(MemberDocumentEntity, document));
    return manager.findOneByOrFail(MemberDocumentEntity, { id: saved.id });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(MemberDocumentEntity, { id });
  }

  /** The stored objects of a member's documents, in the transaction that deletes the member (its rows cascade). */
  async objectKeysOf(tx: EntityManager, memberUuid: string): Promise<string[]> {
    const documents: { object_key: string }[] = await tx.query(
      'SELECT object_key FROM member_documents WHERE member_id = $1',
      [memberUuid],
    );
    return documents.map((d) => d.object_key);
  }
}
