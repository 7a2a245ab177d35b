import { SlugField as SlugField_a889cd0709e53e344d0ec9df94953532 } from '../../../cms/admin/SlugField'
import { PlanFailureNotice as PlanFailureNotice_1cd4ab496500ef2d969841e0a4e5652e } from '../../../cms/admin/PlanFailureNotice'
import { DateField as DateField_6ec4e4fc0b281873cc22e1c4b7dea211 } from '../../../cms/admin/DateField'
import { KeyvisualTitleField as KeyvisualTitleField_ff85caab3059f94110462ee65056f5f0 } from '../../../cms/admin/KeyvisualTitleField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockRowLabel as BlockRowLabel_45d11b0ad7a365d705b05e5c8176f7ab } from '../../../cms/admin/RowLabel'
import { ArrayRowLabel as ArrayRowLabel_45d11b0ad7a365d705b05e5c8176f7ab } from '../../../cms/admin/RowLabel'
import { PlannedCell as PlannedCell_a4ed3d41c9c27aff64a41b4308dcd49d } from '../../../cms/admin/PlannedCell'
import { NewDocumentGuard as NewDocumentGuard_d8aa4ec1b48c4f0c264783f566624f1b } from '../../../cms/admin/NewDocumentGuard'
import { PublishButton as PublishButton_fc1d2780785ba2e2d156d5a36d92d5c4 } from '../../../cms/admin/PublishButton'
import { PipelineField as PipelineField_0053dbf911f4793662e7edd567d0ea1b } from '../../../cms/admin/PipelineField'
import { PipelineCell as PipelineCell_58a7c4cce4b4b39dac135ef9d2d9b449 } from '../../../cms/admin/PipelineCell'
import { NeutralTitleNotice as NeutralTitleNotice_d32fcb648ea1c3256179f29dce6be61f } from '../../../cms/admin/NeutralTitleNotice'
import { FlagCell as FlagCell_fc860dfedae20d73d80af03187ac5869 } from '../../../cms/admin/FlagCell'
import { PublishRefusal as PublishRefusal_1b579e7bb0db9849d4c497358cc62d73 } from '../../../cms/admin/PublishRefusal'
import { StatusMessage as StatusMessage_d36c4fa746472fbaa5089abe5e674be2 } from '../../../cms/components/StatusMessage'
import { Timeline as Timeline_afba32f1b72b87d2e9a3f564e2ee83b9 } from '../../../cms/components/Timeline.client'
import { VacancyCell as VacancyCell_3b9bead4c4ed9a8c2833a1dbd8df9a68 } from '../../../cms/admin/VacancyCell'
import { VacancyLinks as VacancyLinks_ae81a3b4b64dd96f49034c7505bdea85 } from '../../../cms/components/VacancyLinks'
import { NewApplicantLink as NewApplicantLink_cbf33bf24079b7b800dab4d0548683aa } from '../../../cms/components/NewApplicantLink'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { PipelineLinks as PipelineLinks_59e0ba2c8a70720d322a6c7cb14ce717 } from '../../../cms/admin/PipelineLinks'
import { OwnerCell as OwnerCell_4973ff8be7a562fe8d11d1671fd17f1e } from '../../../cms/admin/OwnerCell'
import { AlertCounts as AlertCounts_dda3b5dba4c885658486e66d8ada7145 } from '../../../alerts/admin/AlertCounts'
import { MakeRedirectCell as MakeRedirectCell_2a42422995e9589c75fe2d46c14f1ca4 } from '../../../cms/admin/MakeRedirectButton'
import { MakeRedirectField as MakeRedirectField_2a42422995e9589c75fe2d46c14f1ca4 } from '../../../cms/admin/MakeRedirectButton'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSortOrder as ExportSortOrder_0ba0f718e134a0965e4c7dcd4f23d39d } from '../../../cms/admin/ExportFields'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportFields as ExportFields_0ba0f718e134a0965e4c7dcd4f23d39d } from '../../../cms/admin/ExportFields'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_8f390bfd46fca182b9986392cc94d9c4 } from '../../../cms/admin/ExportSaveButton'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { AdminIcon as AdminIcon_f0b4a90cf1bd611881c3d91bf1936e3f } from '../../../cms/admin/Graphics'
import { AdminLogo as AdminLogo_f0b4a90cf1bd611881c3d91bf1936e3f } from '../../../cms/admin/Graphics'
import { AdminViewLinks as AdminViewLinks_8ca897c76b757a85d79c723bd5ec99fe } from '../../../cms/admin/AdminViewLinks'
import { FailedPlansPanel as FailedPlansPanel_1677743a272d4c2cfb0e1f3ad40d7c81 } from '../../../cms/admin/FailedPlansPanel'
import { AttentionPanel as AttentionPanel_6bbeb6732d93df446f801734bbf5cd82 } from '../../../cms/admin/AttentionPanel'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { MailQueueView as MailQueueView_67366865b560bbdf5840ff4082bb2831 } from '../../../cms/admin/MailQueueView'
import { AtsQueueView as AtsQueueView_7bea57294f8ab8427910d8c65ef732d2 } from '../../../cms/admin/AtsQueueView'
import { MissingSalaryView as MissingSalaryView_6f2f80f3da4603fb7a939b92618a790a } from '../../../cms/admin/MissingSalaryView'
import { PipelineView as PipelineView_14860771b9309fc37411c479e6254e59 } from '../../../cms/admin/PipelineView'
import { MyApplicationsView as MyApplicationsView_a93f5b37b390af5fc100bf7668549107 } from '../../../cms/admin/MyApplicationsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/SlugField#SlugField": SlugField_a889cd0709e53e344d0ec9df94953532,
  "/cms/admin/PlanFailureNotice#PlanFailureNotice": PlanFailureNotice_1cd4ab496500ef2d969841e0a4e5652e,
  "/cms/admin/DateField#DateField": DateField_6ec4e4fc0b281873cc22e1c4b7dea211,
  "/cms/admin/KeyvisualTitleField#KeyvisualTitleField": KeyvisualTitleField_ff85caab3059f94110462ee65056f5f0,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/RowLabel#BlockRowLabel": BlockRowLabel_45d11b0ad7a365d705b05e5c8176f7ab,
  "/cms/admin/RowLabel#ArrayRowLabel": ArrayRowLabel_45d11b0ad7a365d705b05e5c8176f7ab,
  "/cms/admin/PlannedCell#PlannedCell": PlannedCell_a4ed3d41c9c27aff64a41b4308dcd49d,
  "/cms/admin/NewDocumentGuard#NewDocumentGuard": NewDocumentGuard_d8aa4ec1b48c4f0c264783f566624f1b,
  "/cms/admin/PublishButton#PublishButton": PublishButton_fc1d2780785ba2e2d156d5a36d92d5c4,
  "/cms/admin/PipelineField#PipelineField": PipelineField_0053dbf911f4793662e7edd567d0ea1b,
  "/cms/admin/PipelineCell#PipelineCell": PipelineCell_58a7c4cce4b4b39dac135ef9d2d9b449,
  "/cms/admin/NeutralTitleNotice#NeutralTitleNotice": NeutralTitleNotice_d32fcb648ea1c3256179f29dce6be61f,
  "/cms/admin/FlagCell#FlagCell": FlagCell_fc860dfedae20d73d80af03187ac5869,
  "/cms/admin/PublishRefusal#PublishRefusal": PublishRefusal_1b579e7bb0db9849d4c497358cc62d73,
  "/cms/components/StatusMessage#StatusMessage": StatusMessage_d36c4fa746472fbaa5089abe5e674be2,
  "/cms/components/Timeline.client#Timeline": Timeline_afba32f1b72b87d2e9a3f564e2ee83b9,
  "/cms/admin/VacancyCell#VacancyCell": VacancyCell_3b9bead4c4ed9a8c2833a1dbd8df9a68,
  "/cms/components/VacancyLinks#VacancyLinks": VacancyLinks_ae81a3b4b64dd96f49034c7505bdea85,
  "/cms/components/NewApplicantLink#NewApplicantLink": NewApplicantLink_cbf33bf24079b7b800dab4d0548683aa,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "/cms/admin/PipelineLinks#PipelineLinks": PipelineLinks_59e0ba2c8a70720d322a6c7cb14ce717,
  "/cms/admin/OwnerCell#OwnerCell": OwnerCell_4973ff8be7a562fe8d11d1671fd17f1e,
  "/alerts/admin/AlertCounts#AlertCounts": AlertCounts_dda3b5dba4c885658486e66d8ada7145,
  "/cms/admin/MakeRedirectButton#MakeRedirectCell": MakeRedirectCell_2a42422995e9589c75fe2d46c14f1ca4,
  "/cms/admin/MakeRedirectButton#MakeRedirectField": MakeRedirectField_2a42422995e9589c75fe2d46c14f1ca4,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "/cms/admin/ExportFields#ExportSortOrder": ExportSortOrder_0ba0f718e134a0965e4c7dcd4f23d39d,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "/cms/admin/ExportFields#ExportFields": ExportFields_0ba0f718e134a0965e4c7dcd4f23d39d,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "/cms/admin/ExportSaveButton#ExportSaveButton": ExportSaveButton_8f390bfd46fca182b9986392cc94d9c4,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "/cms/admin/Graphics#AdminIcon": AdminIcon_f0b4a90cf1bd611881c3d91bf1936e3f,
  "/cms/admin/Graphics#AdminLogo": AdminLogo_f0b4a90cf1bd611881c3d91bf1936e3f,
  "/cms/admin/AdminViewLinks#AdminViewLinks": AdminViewLinks_8ca897c76b757a85d79c723bd5ec99fe,
  "/cms/admin/FailedPlansPanel#FailedPlansPanel": FailedPlansPanel_1677743a272d4c2cfb0e1f3ad40d7c81,
  "/cms/admin/AttentionPanel#AttentionPanel": AttentionPanel_6bbeb6732d93df446f801734bbf5cd82,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "/cms/admin/MailQueueView#MailQueueView": MailQueueView_67366865b560bbdf5840ff4082bb2831,
  "/cms/admin/AtsQueueView#AtsQueueView": AtsQueueView_7bea57294f8ab8427910d8c65ef732d2,
  "/cms/admin/MissingSalaryView#MissingSalaryView": MissingSalaryView_6f2f80f3da4603fb7a939b92618a790a,
  "/cms/admin/PipelineView#PipelineView": PipelineView_14860771b9309fc37411c479e6254e59,
  "/cms/admin/MyApplicationsView#MyApplicationsView": MyApplicationsView_a93f5b37b390af5fc100bf7668549107,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
